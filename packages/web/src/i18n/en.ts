/**
 * The English dictionary: the default UI language (§9) and the source of the message keys. The texts the
 * spec gives in English ('copy done', the exception pages…) live in the domain as Labels and are read
 * with `label()`; this dictionary holds the shell's own wording.
 */
import { accountEn } from './account.en';
import { bondsEn } from './bonds.en';
import { closingEn } from './closing.en';
import { createProjectEn } from './create-project.en';
import { deadlinesEn } from './deadlines.en';
import { evaluationEn } from './evaluation.en';
import { expertsEn } from './experts.en';
import { failureEn } from './failure.en';
import { homeEn } from './home.en';
import { librariesEn } from './libraries.en';
import { libraryAnalysisEn } from './library-analysis.en';
import { libraryHistoryEn } from './library-history.en';
import { loginEn } from './login.en';
import { manageEn } from './manage.en';
import { objectionsEn } from './objections.en';
import { operationEn } from './operation.en';
import { organisationEn } from './organisation.en';
import { auditEn } from './organisation-audit.en';
import { companiesEn } from './organisation-companies.en';
import { flowTemplatesEn } from './organisation-flow-templates.en';
import { appModulesEn } from './organisation-modules.en';
import { rolesEn } from './organisation-roles.en';
import { usersEn } from './organisation-users.en';
import { projectInfoEn } from './project-info.en';
import { scoringEn } from './scoring.en';
import { stepRecordsEn } from './step-records.en';
import { stepsEn } from './steps.en';
import { systemNoticesEn } from './system-notices.en';

export const en = {
  ...loginEn,
  'app.loading': 'Loading…',
  'app.placeholder': 'This screen is built by a later issue.',
  'app.retry': 'Retry',
  'app.countdown': '{days} d {time} left',
  'app.export': 'Export',
  'app.export.xlsx': 'Excel workbook (.xlsx)',
  'app.export.csv': 'CSV file (.csv)',

  'logout.button': 'Log out',
  'logout.confirmTitle': 'Log out?',
  'logout.confirmBody': 'You will be taken back to the sign-in page.',
  'logout.confirmOk': 'Log out',
  'logout.confirmCancel': 'Cancel',

  'header.clock': 'Standard time',
  'header.settings': 'Organisation settings',
  'header.collapse': 'Collapse the sidebar',
  'header.expand': 'Expand the sidebar',
  'header.openMenu': 'Open the menu',
  'header.breadcrumb': 'Breadcrumb',
  'header.displaySettings': 'Display settings',
  'header.more': 'More actions',

  'menu.main': 'Main menu',
  'menu.step': 'Project steps',
  'menu.setting': 'Settings menu',
  'menu.noProject': 'Open a project to see its steps',

  'tabs.label': 'Open pages',
  'tabs.closeCurrent': 'Close current',
  'tabs.closeRight': 'Close tabs to the right',
  'tabs.closeLeft': 'Close tabs to the left',
  'tabs.closeAll': 'Close all',
  'tabs.unsavedTitle': 'Close tabs with unsaved changes?',
  'tabs.unsavedContent':
    'These tabs hold changes that are not saved: {tabs}. Closing them discards the changes.',
  'tabs.unsavedDiscard': 'Close and discard',
  'tabs.unsavedKeep': 'Keep them open',
  'tabs.listSeparator': ', ',

  'settings.title': 'Display settings',
  'settings.navTheme': 'Navigation style',
  'settings.navTheme.light': 'Light',
  'settings.navTheme.dark': 'Dark',
  'settings.layout': 'Navigation mode',
  'settings.layout.sidemenu': 'Side menu',
  'settings.layout.topmenu': 'Top menu',
  'settings.contentWidth': 'Content width',
  'settings.contentWidth.Fixed': 'Fixed',
  'settings.contentWidth.Fluid': 'Fluid',
  'settings.fixedHeader': 'Fixed header',
  'settings.autoHideHeader': 'Hide header when scrolling',
  'settings.fixSiderbar': 'Fixed sidebar',
  'settings.themeColour': 'Theme colour',
  'settings.colorWeak': 'Colour weak mode',
  'settings.multiTab': 'Multi-tab bar',
  'settings.copy': 'Copy settings',
  'settings.close': 'Close display settings',

  'route.login': 'Sign in',
  'route.recover': 'Recover',
  'route.home': 'Home',
  'route.my-projects': 'My projects',
  'route.project-detail': 'Project detail',
  'route.tender-project-detail': 'Tender project detail',
  'route.project-process-list': 'Project process list',
  'route.supplier-library-analysis': 'Bidder library analysis',
  'route.supplier-library-detail': 'Bidder detail',
  'route.supplier-library-edit': 'Edit bidder',
  'route.agency-library-analysis': 'Agency library analysis',
  'route.agency-library-detail': 'Agency detail',
  'route.agency-library-edit': 'Edit agency',
  'route.purchaser-library-analysis': 'Purchaser library analysis',
  'route.purchaser-library-detail': 'Purchaser detail',
  'route.purchaser-library-edit': 'Edit purchaser',
  'route.create-project': 'Create project',
  'route.manage': 'Project management',
  'route.terminate-project': 'Terminate project',
  'route.operation': 'Project operation',
  'route.closing': 'Closing',
  'route.closing-application': 'Closing application',
  'route.bid-evaluation': 'Electronic bid evaluation',
  'route.bid-evaluation-procurement-chain': 'Bid evaluation (procurement chain)',
  'route.system-notices': 'System notices',
  'route.settings': 'Organisation settings',
  'route.not-found': 'Page not found',
  'route.main-layout-fallback': 'Page',
  'route.sub-application': 'Module',
  'area.supplier-library': 'Bidder library',
  'area.agency-library': 'Agency library',
  'area.purchaser-library': 'Purchaser library',

  // The workspace's areas keep their wording in their own files.
  ...manageEn,
  ...operationEn,
  ...projectInfoEn,
  ...bondsEn,
  ...failureEn,
  ...deadlinesEn,
  ...objectionsEn,
  ...stepsEn,
  ...closingEn,
  ...createProjectEn,
  ...homeEn,
  ...accountEn,
  ...organisationEn,
  ...usersEn,
  ...rolesEn,
  ...companiesEn,
  ...appModulesEn,
  ...flowTemplatesEn,
  ...auditEn,
  ...librariesEn,
  ...libraryAnalysisEn,
  ...libraryHistoryEn,
  ...systemNoticesEn,
  ...evaluationEn,
  ...stepRecordsEn,
  ...scoringEn,
  ...expertsEn,
} as const;

/** Every message key of the UI. */
export type MessageKey = keyof typeof en;
/** A complete dictionary: every key translated, checked by the compiler. */
export type Dictionary = Record<MessageKey, string>;
