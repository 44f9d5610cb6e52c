/// Everything the rules read from one file, derived from its tokens. A class: every rule's view of a file
/// (`LintFile`) shares one model instead of copying its dozen collections.
public final class SourceModel: Sendable {
    public let imports: [ImportDecl]
    public let types: [TypeDecl]
    public let references: [Reference]
    public let aliases: [TypeAliasDecl]
    /// Names of type aliases, top-level or nested, that stand for a function type (`typealias Handler = (Event) -> Void`).
    public let functionAliases: Set<String>
    /// `name:Type` for each top-level function declared to return a view controller: usually none.
    public let freeControllerFactories: [String]
    /// Names of top-level functions taking a closure parameter (`func withTracer<R>(_:_ body: () -> R) -> R`): usually none.
    public let freeScopeFunctions: [String]
    /// One entry per metatype the file writes as a closed list of types, or instance picked from one (`ClosedMetatypes`): usually none.
    public let closedMetatypeNames: [String]
    /// Type names the file casts to with `as?`, `as!` or `is`, the last name of a qualified one (`as? Keys.Prompting`): usually few.
    public let castNames: [String]
    /// Type names of computed properties whose whole body is `self` (`var inputs: LedgerInputs { self }`, `{ return self }`):
    /// a type handing itself out as a facet (a view model's inputs/outputs split), so nothing is injected through that protocol. Usually none.
    public let selfFacetNames: [String]
    /// By `macro` the file declares, the conformances its `@attached(extension, conformances: Hashable, …)` roles add to
    /// every type it annotates: usually none.
    public let macroConformances: [String: [String]]
    public let directives: [DirectiveComment]
    public let lineCount: Int
    /// False for a file of comments, blank lines and imports only (a placeholder for code to come).
    public let hasCode: Bool
    /// Whether a comment opens with Sourcery's annotation key (see `LexedSource.hasSourceryAnnotations`).
    public let hasSourceryAnnotations: Bool

    public init(
        imports: [ImportDecl], types: [TypeDecl], references: [Reference], aliases: [TypeAliasDecl] = [], functionAliases: Set<String> = [],
        freeControllerFactories: [String] = [], freeScopeFunctions: [String] = [], closedMetatypeNames: [String] = [], castNames: [String] = [], selfFacetNames: [String] = [],
        macroConformances: [String: [String]] = [:], directives: [DirectiveComment], lineCount: Int, hasCode: Bool = true,
        hasSourceryAnnotations: Bool = false
    ) {
        self.imports = imports
        self.types = types
        self.references = references
        self.aliases = aliases
        self.functionAliases = functionAliases
        self.freeControllerFactories = freeControllerFactories
        self.freeScopeFunctions = freeScopeFunctions
        self.closedMetatypeNames = closedMetatypeNames
        self.castNames = castNames
        self.selfFacetNames = selfFacetNames
        self.macroConformances = macroConformances
        self.directives = directives
        self.lineCount = lineCount
        self.hasCode = hasCode
        self.hasSourceryAnnotations = hasSourceryAnnotations
    }

    public static func parse(_ source: String) -> SourceModel {
        SourceModelBuilder.build(Lexer.lex(source))
    }

    public static func parse(_ bytes: [UInt8]) -> SourceModel {
        SourceModelBuilder.build(Lexer.lex(bytes))
    }

    public var testSuites: [TypeDecl] { types.filter(\.isTestSuite) }
}
