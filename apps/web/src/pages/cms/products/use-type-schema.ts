import { useQuery } from '@tanstack/react-query';
import { type TypeSchema, typeSchema } from '../../../api/products';

/** The chosen type's attributes and parameter template; empty before a type is chosen. */
export function useTypeSchema(typeId: unknown): { schema: TypeSchema | undefined; loading: boolean } {
  const id = typeof typeId === 'string' && typeId ? typeId : undefined;
  const query = useQuery({
    queryKey: ['product-type-schema', id],
    queryFn: async () => {
      const answer = await typeSchema(id as string);
      if (!answer.success) throw new Error(answer.message);
      return answer.result;
    },
    enabled: !!id,
    staleTime: 30_000,
  });
  return { schema: id ? query.data : undefined, loading: !!id && query.isFetching };
}
