import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an image asset's file is, found only inside an image folder (the animation's folder,
/// or one the caller names): `u` + `p` are read as a path relative to that folder, `..` may
/// not climb out of it, an absolute path is refused, and the file found must still be inside
/// the folder once symbolic links are resolved. lottie-ios' `FilepathImageProvider` and
/// lottie-web both read whatever path the file names; a downloaded animation must not be able
/// to read the rest of the disk that way.
package enum ImageFileLocation: Equatable {
    /// The file, by its canonical path inside the folder.
    case file(URL)
    /// The path would leave the folder (`..`, an absolute path, or a symbolic link pointing
    /// out); nothing was read.
    case outside(reason: String)
    /// No such file; the path looked for, inside the folder.
    case missing(URL)

    /// Finds `directory` + `fileName` (an asset's `u` and `p`) inside `root`.
    package init(directory: String, fileName: String, root: URL) {
        let relative = directory.isEmpty ? fileName : directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        let rootPath = Self.canonicalPath(root.path) ?? root.standardizedFileURL.path
        if relative.hasPrefix("/") {
            self = .outside(reason: "is an absolute path")
            return
        }
        // Lexically first, so that a path out of the folder is refused whether or not it
        // exists (the answer must not reveal what is on the disk outside).
        var components: [Substring] = []
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else {
                    self = .outside(reason: "climbs out of the image folder with ..")
                    return
                }
                components.removeLast()
            default: components.append(component)
            }
        }
        let candidate = rootPath.hasSuffix("/") ? rootPath + components.joined(separator: "/")
            : rootPath + "/" + components.joined(separator: "/")
        guard !components.isEmpty, let resolved = Self.canonicalPath(candidate) else {
            self = .missing(URL(fileURLWithPath: candidate))
            return
        }
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        guard resolved.hasPrefix(prefix) else {
            self = .outside(reason: "leads out of the image folder through a symbolic link")
            return
        }
        self = .file(URL(fileURLWithPath: resolved))
    }

    /// The path with every symbolic link, `.` and `..` resolved (POSIX `realpath`), or nil
    /// when it does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
