/// The name code imports a target by: SwiftPM and Xcode turn a target name into a C99 identifier, so
/// `SyncUI-iOS` is `import SyncUI_iOS`. Layers, dependencies and imports meet on this name.
public enum ModuleName {
    public static func of(target name: String) -> String {
        var module = String(name.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if let first = module.unicodeScalars.first, ("0"..."9").contains(first) { module = "_" + module }
        return module
    }
}
