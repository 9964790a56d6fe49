import type { RpcDescriptor } from '@crema/contracts/common/rpc';
import type { z } from 'zod';

/** A handler's payload after the descriptor's request schema parsed it (defaults and transforms applied). */
export type RpcInput<D extends RpcDescriptor<z.ZodType, z.ZodType>> = z.output<D['request']>;
