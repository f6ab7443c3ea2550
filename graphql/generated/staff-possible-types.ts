
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CatalogueActivityResult": [
      "CatalogueActivitySaved",
      "CatalogueFormRefused"
    ],
    "CatalogueDeskResult": [
      "CatalogueDeskSaved",
      "CatalogueFormRefused"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CatalogueActivityResult": [
      "CatalogueActivitySaved",
      "CatalogueFormRefused"
    ],
    "CatalogueDeskResult": [
      "CatalogueDeskSaved",
      "CatalogueFormRefused"
    ]
  }
};
      export default result;
    