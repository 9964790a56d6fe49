#!/bin/sh
# Renders Crema's Redis ACL file from users.acl.template (next to this script) and the
# environment, because an ACL file cannot read environment variables itself:
#   {{REDIS_PREFIX}}          → $REDIS_PREFIX (default crema), the prefix every deployable uses;
#   {{REDIS_PASSWORD_<USER>}} → the SHA-256 of $REDIS_PASSWORD_<USER> (written as #<sha256>, so
#                               the file holds no password); an unset or empty one is an error.
# Comment lines are dropped (Redis refuses them in an ACL file). POSIX sh, sed and sha256sum
# only, so it runs in the redis image (compose) and in the Crema image (Kubernetes init container).
#   render-acl.sh [output-file]     (standard output without one)
set -eu

template="$(dirname "$0")/users.acl.template"
prefix="${REDIS_PREFIX:-crema}"
case "$prefix" in
  *[!A-Za-z0-9_.-]*) echo "render-acl: REDIS_PREFIX may hold only letters, digits, '_', '.' and '-'" >&2; exit 1 ;;
esac

substitutions="s/{{REDIS_PREFIX}}/$prefix/g"
for variable in $(grep -o '{{REDIS_PASSWORD_[A-Z_]*}}' "$template" | tr -d '{}' | sort -u); do
  eval "password=\${$variable:-}"
  if [ -z "$password" ]; then
    echo "render-acl: $variable is not set; every Redis user needs its password" >&2
    exit 1
  fi
  hash=$(printf '%s' "$password" | sha256sum | cut -d ' ' -f 1)
  substitutions="$substitutions;s/{{$variable}}/$hash/g"
done

render() {
  grep -v -e '^#' -e '^[[:space:]]*$' "$template" | sed "$substitutions"
}

if [ $# -eq 0 ]; then
  render
else
  # Only the Redis process needs to read it.
  umask 077
  render > "$1"
fi
