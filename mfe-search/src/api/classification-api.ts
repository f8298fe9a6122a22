import {
  api,
  GOODS_CLASS_BASE,
  type GoodsGroupNode,
  type GoodsNode,
  type GoodsSearchClass,
  GRAPHIC_ELEMENT_BASE,
  type GraphicNode,
  type GraphicSearchCategory,
  type Industry,
  INDUSTRY_LIST_PATH,
} from 'shared-api';

/**
 * The classification browsers (spec 1 §7): the goods/services tree of search mode 6 and
 * /tool/goodsclass, the Vienna tree of /tool/index, and the industry reference. Node fields
 * per level are documented in contract/classification.ts. Reference data changes only with
 * a new edition, so answers are kept for an hour.
 */
const KEEP_REFERENCE_S = 3600;

export const classificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    goodsClasses: build.query<GoodsNode[], void>({
      query: () => `${GOODS_CLASS_BASE}/getLevel1`,
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
    /** `classCode`: '01' … '45'. */
    goodsGroups: build.query<GoodsGroupNode[], string>({
      query: (classCode) => ({ url: `${GOODS_CLASS_BASE}/getLevel2`, params: { code: classCode } }),
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
    /** `groupCode`: four digits, e.g. '0101'. */
    goodsItems: build.query<GoodsNode[], string>({
      query: (groupCode) => ({ url: `${GOODS_CLASS_BASE}/getLevel3`, params: { code: groupCode } }),
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
    /** Items whose name contains the text, nested class → group → item. */
    searchGoods: build.query<GoodsSearchClass[], string>({
      query: (name) => ({ url: `${GOODS_CLASS_BASE}/searchLevel3Name`, params: { name } }),
      providesTags: ['Classification'],
    }),
    graphicCategories: build.query<GraphicNode[], void>({
      query: () => `${GRAPHIC_ELEMENT_BASE}/getLevel1`,
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
    /** `categoryCode`: '01'. */
    graphicDivisions: build.query<GraphicNode[], string>({
      query: (code) => ({ url: `${GRAPHIC_ELEMENT_BASE}/getLevel2`, params: { code } }),
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
    /** `divisionCode`: '01.01'. */
    graphicSections: build.query<GraphicNode[], string>({
      query: (code) => ({ url: `${GRAPHIC_ELEMENT_BASE}/getLevel3`, params: { code } }),
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
    searchGraphic: build.query<GraphicSearchCategory[], string>({
      query: (name) => ({ url: `${GRAPHIC_ELEMENT_BASE}/searchLevel3Name`, params: { name } }),
      providesTags: ['Classification'],
    }),
    industries: build.query<Industry[], void>({
      query: () => INDUSTRY_LIST_PATH,
      providesTags: ['Classification'],
      keepUnusedDataFor: KEEP_REFERENCE_S,
    }),
  }),
});

export const {
  useGoodsClassesQuery,
  useGoodsGroupsQuery,
  useLazyGoodsGroupsQuery,
  useGoodsItemsQuery,
  useLazyGoodsItemsQuery,
  useSearchGoodsQuery,
  useLazySearchGoodsQuery,
  useGraphicCategoriesQuery,
  useGraphicDivisionsQuery,
  useLazyGraphicDivisionsQuery,
  useGraphicSectionsQuery,
  useLazyGraphicSectionsQuery,
  useSearchGraphicQuery,
  useLazySearchGraphicQuery,
  useIndustriesQuery,
} = classificationApi;
