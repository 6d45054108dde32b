extension Diagnostic {
  /// What an error that leaves a row unread means for the ledger, in the words its message
  /// gives.
  package static let unreadRowOutcome = "a local row keeps its values (a new row is not added)"
}
