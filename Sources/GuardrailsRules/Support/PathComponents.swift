import GuardrailsCore

/// The `/`-separated components of a package-relative path, as `path.split(separator: "/")` gives them. Rules ask
/// for every file's folders, so an ASCII path (nearly all) is split by its bytes rather than walked character
/// by character; a `/` is one byte and one character there, so both splits agree.
enum PathComponents {
    static func of(_ path: String) -> [Substring] {
        guard PackagePath.isASCII(Substring(path)) else { return path.split(separator: "/") }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
