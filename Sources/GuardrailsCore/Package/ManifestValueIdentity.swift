/// The identity of a list entry when lists from two branches are merged: a target, or a string.
enum ManifestValueIdentity: Hashable {
    case target(Int)
    case string(String)
}
