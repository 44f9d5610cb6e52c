import GuardrailsCore

/// Ports over an interactive sign-in flow or a store front: `signInWithApple()`, `kakaoLogin()`, `logout()`, `purchase(_:)`,
/// `buy(_:)`, `restorePurchases()`. Each waits for the user to answer a system or vendor sheet, or for the vendor SDK's
/// callback: every implementation of it is async by nature, not because one implementation is.
enum SessionSDKPorts {
    /// First words (whole) of such an operation.
    private static let leadingWords = ["signIn", "signOut", "login", "logIn", "logout", "logOut", "purchase", "buy"]
    /// Last words of one named after its provider (`appleLogin`, `naverLogout`, `googleSignIn`).
    private static let trailingWords = ["SignIn", "SignOut", "Login", "LogIn", "Logout", "LogOut"]

    /// `signInWithApple`, `login(with:)`, `purchase(_:)`, `kakaoLogout`, `restorePurchases`; not `setLogoutState` nor `loginHistory`-like
    /// reads named for something else first, nor `purchased…`.
    static func namesSessionOperation(_ name: String) -> Bool {
        if trailingWords.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { return true }
        if name.hasPrefix("restore"), name.contains("Purchase") { return true }
        return leadingWords.contains { word in
            guard name.hasPrefix(word) else { return false }
            let rest = name.dropFirst(word.count)
            guard let next = rest.first else { return true }
            // `loginWithApple`, `purchaseProduct`: a provider or an object after the verb; not `purchased`, `logins`.
            return next.isUppercase && !rest.hasPrefix("State") && !rest.hasPrefix("Status") && !rest.hasPrefix("History")
        }
    }

    /// `protocol MembershipBilling { func loadPlans() async -> [Plan]; func purchase(_:) async }` whose file, or the file of every
    /// production conformer (doubles aside), imports a vendor SDK (a module neither the package's nor the system's) or
    /// AuthenticationServices: the whole protocol is the port over that SDK (a repository stays a boundary), its reads (offerings loaded from the vendor)
    /// as async by nature as its purchase. A port requiring no such operation is judged as before.
    static func isSDKSessionPort(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard !type.name.contains("Repository"), type.members.contains(where: { $0.isAsync && namesSessionOperation($0.name) }) else { return false }
        let packageModules = index.modules
        let importsSDK = { (imports: Set<String>) in
            imports.contains { module in
                module == "AuthenticationServices" || (!SystemModules.isSystemModule(module) && !packageModules.contains(module) && !neutralModules.contains(module))
            }
        }
        if importsSDK(index.imports(ofFile: file.path)) { return true }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        let conformers = index.conformersThroughRefinements(of: type.name, declaredIn: file.module).filter {
            $0.kind != .protocol && !$0.isTest && !doubles.isDouble(named: $0.name)
        }
        return !conformers.isEmpty && conformers.allSatisfy { importsSDK(index.imports(ofFile: $0.path)) }
    }

    /// The standard library and toolchain modules no `SystemModules` list names.
    private static let neutralModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "Glibc", "Musl", "WinSDK"]
}
