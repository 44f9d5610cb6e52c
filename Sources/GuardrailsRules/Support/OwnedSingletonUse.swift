import GuardrailsCore

/// Uses of a shared instance that the code owns rather than reaches for: the system facility an infrastructure adapter
/// exists to use, a value's read-only file query or one about a path handed in, a type's own private storage named `shared`, the library's own default or
/// entry point, the process's log, and the framework's only channels for its own notifications. Each case is one small
/// recognition of its own; `shared-instance-access` asks them together for a read it is about to report.
enum OwnedSingletonUse {
    /// `calledByOthers` answers whether other modules call the file's module (a vended or imported one), asked only when needed.
    static func isOwned(_ reference: Reference, of type: String, calledByOthers: () -> Bool, _ file: LintFile, _ context: RuleContext) -> Bool {
        let index = context.index
        let tokens = file.tokens
        let injectable = context.stringSet("injectableTypes")
        let soleInstances = context.stringSet("soleSystemInstances")
        if AdapterLayerSystemUse.isAdapterUse(reference, of: type, soleInstances: soleInstances, file, index)
            || SoleInstanceAdapter.isAdapterUse(reference, of: type, soleInstances: soleInstances, file, index) { return true }
        if ValueTypeFileQuery.isQuery(reference, of: type, file, index) || HandedPathQuery.isQuery(reference, of: type, file, index) { return true }
        if PrivateOwnStorage.isOwnStorage(reference, of: type, file) { return true }
        if ClosureSinkLogger.isLogger(type, member: reference.name, context) { return true }
        if WorkspaceCenterObservation.isObservation(reference, of: type, tokens, index) { return true }
        if LibraryNotificationPost.isPublishedPost(reference, of: type, file, context) { return true }
        let isUILayer = file.layerKind.map { context.strings("uiEnvironmentLayerKinds").contains($0) } == true
        if isUILayer, FontConversionFacility.isConversion(reference, of: type, tokens) { return true }
        guard !injectable.contains(type) else { return false }
        if TaskLocalDefault.isWholeInitialValue(reference, file) { return true }
        if PublicStaticStoredDefault.isWholeInitialValue(reference, file)
            || StaticFacadeStatement.isEntryStatement(reference, of: type, file, index), calledByOthers() { return true }
        return DefaultPortAdapter.isDefaultAdapter(reference, of: type, file, index)
    }
}
