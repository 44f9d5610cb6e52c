/// A file as the package index takes it in: where it is placed, and its summary.
public struct IndexedFile: Sendable {
    public let path: String
    public let module: String?
    public let isTest: Bool
    public let summary: FileSummary

    public init(path: String, module: String?, isTest: Bool, summary: FileSummary) {
        self.path = path
        self.module = module
        self.isTest = isTest
        self.summary = summary
    }

    public init(_ file: LintFile) {
        self.init(path: file.path, module: file.module, isTest: file.isTest, summary: FileSummary(file.model))
    }
}
