// Copied to Secrets.swift by the setup script, which fills in the key.
enum Secrets {
    static let apiKey = "<key>"
}
