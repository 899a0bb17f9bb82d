/** English wording of the closing (archive) list and the closing application (§2 closing, §4 to-closing). */
export const closingEn = {
  'closing.title': '{area}: projects awaiting closing',
  'closing.awaiting': 'Awaiting closing',
  'closing.closed': 'Closed',
  'closing.apply': 'Closing application',
  'closing.view': 'View',
  'closing.application.title': '{area} application',
  'closing.application.summary': 'Project summary',
  'closing.application.documents': 'Documents to archive',
  'closing.application.noDocuments': 'The project has no files to archive.',
  'closing.application.remark': 'Remark',
  'closing.application.remarkTooLong': 'The remark may have at most 2000 characters',
  'closing.application.submit': 'Submit the application',
  'closing.application.confirm':
    'Submit the {area} application of "{name}"? The project is then closed and read-only.',
  'closing.application.submitted': 'The application was submitted: the project is closed',
  'closing.application.alreadyClosed': 'This project is closed ({step}).',
  'closing.application.notAwaiting':
    'This project is not awaiting closing: send it to closing from its final step first.',
  'closing.application.noId': 'Choose a project awaiting closing from the list.',
} as const;
