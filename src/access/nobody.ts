/** No one through the API, for collections and fields alike (the Local API with overrideAccess still can). */
export const nobody = (): false => false
