public enum SheetCSVPlaceholder {}
