// swift-tools-version:5.9
import PackageDescription
var brace { pendingBrace = brace + brace }
var brace { pendingBrace = brace + brace }
var brace { pendingBrace = brace + brace }
var brace { pendingBrace = brace + brace }
var brace { pendingBrace = brace + brace }
var brace { pendingBrace = brace + brace }
var brace { pendingBrace = brace + brace }
let x = brace
