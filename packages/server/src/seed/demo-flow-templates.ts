import { type BiddingMethod, isKnownStepRouter } from '@tender/domain';

/** One step of a flow template: Chinese name, router, who may edit it, and its child sites (§3). */
export interface TemplateStep {
  readonly nodeName: string;
  readonly router: string;
  /** The web app has no page for the router: another sub-application of the module list serves it. */
  readonly isExternal: boolean;
  readonly flowRoles: readonly string[];
  readonly isDisplay?: boolean;
  readonly sites?: readonly { readonly siteName: string; readonly siteUrl: string }[];
}

/** The demo roles: Admin sees settings and jumps (§6); Viewer is in no step's flowRoles. */
export const DEMO_ROLES = [
  { name: 'Admin', displayName: '系统管理员' },
  { name: 'ProjectManager', displayName: '项目经理' },
  { name: 'Agent', displayName: '代理业务员' },
  { name: 'Viewer', displayName: '只读用户' },
] as const;

const STAFF = ['Admin', 'ProjectManager', 'Agent'];
const MANAGERS = ['Admin', 'ProjectManager'];

const PUBLISHING_SITES = [
  { siteName: '中国招标投标公共服务平台', siteUrl: 'https://www.cebpubservice.com' },
  { siteName: '中国政府采购网', siteUrl: 'https://www.ccgp.gov.cn' },
];
const TRADING_SITE = [{ siteName: '公共资源交易平台', siteUrl: 'https://ggzy.example.gov.cn' }];

const step = (
  nodeName: string,
  router: string,
  flowRoles: readonly string[],
  sites: TemplateStep['sites'] = [],
): TemplateStep => ({ nodeName, router, isExternal: !isKnownStepRouter(router), flowRoles, sites });

/** The steps after evaluation that every tendering flow shares (§4: result publicity, announcement, closing). */
const RESULTS: readonly TemplateStep[] = [
  step('开标评标', '/bid-evaluation/index', STAFF, TRADING_SITE),
  step('中标候选人公示', '/result-publicity', MANAGERS, PUBLISHING_SITES),
  step('中标结果公告', '/result-announcement', MANAGERS, PUBLISHING_SITES),
  step('合同签订', '/contract-signing', []),
];

/**
 * The demo data's flow template of each bidding method (§3 flow node). The open-tendering flow has, in
 * order, sign-up, qualification purchase, qualification result, 开标评标, result publicity, result
 * announcement, and a last step (nextNodeId 0). Each is version 1 of its method's template (ADR 0013);
 * the steps whose pages the web app lacks are external (DEMO_APP_MODULES lists their modules).
 */
export const DEMO_FLOW_TEMPLATES: Readonly<Record<BiddingMethod, readonly TemplateStep[]>> = {
  公开招标: [
    step('招标文件编制', '/tender-document', STAFF),
    step('招标公告发布', '/tender-notice', MANAGERS, PUBLISHING_SITES),
    step('报名', '/sign-up', STAFF, TRADING_SITE),
    step('资格预审文件购买', '/qualification-purchase', STAFF, TRADING_SITE),
    step('资格审查结果', '/qualification-result', MANAGERS),
    ...RESULTS,
  ],
  邀请招标: [
    step('招标文件编制', '/tender-document', STAFF),
    step('投标邀请书发出', '/tender-invitation', MANAGERS),
    step('报名', '/sign-up', STAFF, TRADING_SITE),
    ...RESULTS,
  ],
  竞争性谈判: [
    step('谈判文件编制', '/tender-document', STAFF),
    step('谈判公告发布', '/tender-notice', MANAGERS, PUBLISHING_SITES),
    step('报名', '/sign-up', STAFF),
    ...RESULTS,
  ],
  竞争性磋商: [
    step('磋商文件编制', '/tender-document', STAFF),
    step('磋商公告发布', '/tender-notice', MANAGERS, PUBLISHING_SITES),
    step('报名', '/sign-up', STAFF),
    step('资格预审文件购买', '/qualification-purchase', STAFF),
    ...RESULTS,
  ],
  询价采购: [
    step('询价文件编制', '/tender-document', STAFF),
    step('询价公告发布', '/tender-notice', MANAGERS, PUBLISHING_SITES),
    step('报名', '/sign-up', STAFF),
    ...RESULTS,
  ],
  其他采购方式: [
    step('采购文件编制', '/tender-document', STAFF),
    step('采购公告发布', '/tender-notice', MANAGERS, PUBLISHING_SITES),
    step('报名', '/sign-up', STAFF),
    ...RESULTS,
  ],
  单一来源采购: [
    step('单一来源论证公示', '/single-source-publicity', MANAGERS, PUBLISHING_SITES),
    step('协商谈判', '/bid-evaluation/index', STAFF),
    step('成交结果公告', '/result-announcement', MANAGERS, PUBLISHING_SITES),
    step('合同签订', '/contract-signing', []),
  ],
};

/**
 * The app modules of §1's areas (§3 Module): step sub-applications and project creation are `manage`,
 * settings `setting`. The shell mounts only the areas listed here (§1, §2 menus); project creation is listed
 * so its sub-application is reachable, and the shell keeps main-menu routes out of the step-menu paths.
 */
export const DEMO_APP_MODULES = [
  { name: '项目创建', route: '/create-project', description: 'manage', port: '8100' },
  { name: '招标文件编制', route: '/tender-document', description: 'manage', port: '8101' },
  { name: '招标公告发布', route: '/tender-notice', description: 'manage', port: '8102' },
  { name: '投标邀请书', route: '/tender-invitation', description: 'manage', port: '8103' },
  { name: '报名', route: '/sign-up', description: 'manage', port: '8104' },
  { name: '资格预审文件购买', route: '/qualification-purchase', description: 'manage', port: '8105' },
  { name: '资格审查结果', route: '/qualification-result', description: 'manage', port: '8106' },
  { name: '中标候选人公示', route: '/result-publicity', description: 'manage', port: '8107' },
  { name: '中标结果公告', route: '/result-announcement', description: 'manage', port: '8108' },
  { name: '合同签订', route: '/contract-signing', description: 'manage', port: '8109' },
  { name: '单一来源论证公示', route: '/single-source-publicity', description: 'manage', port: '8110' },
  { name: '更正公告', route: '/modify-notice', description: 'manage', port: '8111' },
  { name: '项目澄清', route: '/project-clarification', description: 'manage', port: '8112' },
  { name: '组织管理', route: '/organize-manage', description: 'setting', port: '8201' },
  { name: '系统公告', route: '/sys-notice', description: 'setting', port: '8202' },
  { name: '供应商库', route: '/home/supplier-library', description: 'setting', port: '8203' },
  { name: '代理机构库', route: '/home/agency-library', description: 'setting', port: '8204' },
  { name: '采购人库', route: '/home/purchaser-library', description: 'setting', port: '8205' },
  { name: '专家库', route: '/home/expert-library', description: 'setting', port: '8206' },
] as const;
