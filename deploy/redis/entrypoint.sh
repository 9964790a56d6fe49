#!/bin/sh
# docker-compose.yml's Redis: renders the ACL users from the REDIS_PASSWORD_* variables, then
# starts Redis through the redis image's own entrypoint with the compose command and --aclfile.
set -eu

acl_file=/tmp/crema-users.acl
sh "$(dirname "$0")/render-acl.sh" "$acl_file"
# The image's entrypoint drops root for the redis user, who must be able to read the file.
if [ "$(id -u)" = 0 ]; then chown redis "$acl_file"; fi
exec docker-entrypoint.sh "$@" --aclfile "$acl_file"
