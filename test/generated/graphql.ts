/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type StoreAnnotationMutationVariables = Exact<{
  p: string;
  t: string;
}>;


export type StoreAnnotationMutation = { __typename: 'Mutation', storeAnnotation:
    | { __typename: 'ForbiddenError', message: string }
    | { __typename: 'StoreAnnotationSuccess', annotation: { __typename: 'Annotation', digest: string } }
    | { __typename: 'ValidationError', message: string }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const StoreAnnotationDocument = new TypedDocumentString(`
    mutation StoreAnnotation($p: String!, $t: String!) {
  storeAnnotation(projectId: $p, text: $t) {
    __typename
    ... on StoreAnnotationSuccess {
      annotation {
        digest
      }
    }
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<StoreAnnotationMutation, StoreAnnotationMutationVariables>;