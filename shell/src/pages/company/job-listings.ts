export interface JobListing {
  title: string;
  place: string;
  duties: string[];
  requirements: string[];
}

/** The four openings of /jiaru (spec 3 §2.12). */
export const JOB_LISTINGS: readonly JobListing[] = [
  {
    title: '前端开发工程师',
    place: '北京',
    duties: [
      '负责商标查询、监测和会员中心等页面的开发与维护',
      '参与微前端架构的模块拆分、性能优化与组件库建设',
    ],
    requirements: [
      '本科及以上学历，3年以上前端开发经验',
      '熟悉 TypeScript、React 及其状态管理，了解 Webpack 与模块联邦',
      '重视代码质量，有单元测试和端到端测试经验者优先',
    ],
  },
  {
    title: '后端开发工程师',
    place: '北京',
    duties: [
      '负责商标检索、订单支付和数据导出等服务端接口的设计与开发',
      '优化 PostgreSQL 查询与全文检索性能，保障支付与账务数据准确',
    ],
    requirements: [
      '本科及以上学历，3年以上 Node.js 或 Java 服务端开发经验',
      '熟悉 PostgreSQL，具备事务、索引与查询调优经验',
      '有支付对接或高并发系统经验者优先',
    ],
  },
  {
    title: '商标数据分析师',
    place: '北京',
    duties: [
      '负责商标公告与注册数据的清洗、校验和入库',
      '研究近似判定与驳回规律，参与数据产品的设计与评估',
    ],
    requirements: [
      '本科及以上学历，统计、计算机或知识产权相关专业',
      '熟练使用 SQL，熟悉 Python 数据分析工具',
      '了解商标法及尼斯分类者优先',
    ],
  },
  {
    title: '商标顾问',
    place: '上海',
    duties: [
      '为企业和代理机构客户介绍商标监测、数据与会员服务',
      '维护客户关系，收集需求并反馈给产品团队',
    ],
    requirements: [
      '大专及以上学历，1年以上知识产权或企业服务销售经验',
      '沟通表达能力强，具备良好的服务意识',
      '持有商标代理相关从业经验者优先',
    ],
  },
];
