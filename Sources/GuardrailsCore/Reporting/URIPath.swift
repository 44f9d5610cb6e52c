/// A file path as a URI reference (RFC 3986), as SARIF requires of `artifactLocation.uri`: every byte outside
/// the unreserved set (`A–Z a–z 0–9 - . _ ~`) is percent-encoded, so spaces, `%`, `#`, `?`, `:` and non-ASCII
/// names survive; `/` stays a segment separator.
enum URIPath {
    static func encode(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (digits.count == 1 ? "0" : "") + digits
            }
        }
        return encoded
    }

    /// A `file://` URI for an absolute directory, ending in `/` so relative references resolve inside it.
    static func fileURI(directory: String) -> String {
        "file://" + encode(directory.hasSuffix("/") ? directory : directory + "/")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
