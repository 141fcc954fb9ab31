// The text templates plusmd writes from, embedded in the binary at build time so that an installed
// `plusmd` needs no files beside it. Edit the `.md` and `.yaml` files in this folder, not this one.

/// The templates of this folder, as text.
package enum Templates {
    /// `plusmd.yaml` as `plusmd init` writes it, with `{{placeholders}}` for the chosen values.
    package static var settings: String { String(decoding: PackageResources.plusmd_yaml, as: UTF8.self) }
    /// A workout sheet as `plusmd next` writes it, with `{{placeholders}}`.
    package static var sheet: String { String(decoding: PackageResources.sheet_md, as: UTF8.self) }
    /// Where the binary came from, as `scripts/build.sh` records it (`commit 4d8a618…, built
    /// 2026-12-05`, `, with uncommitted changes` when the tree was dirty); a fixed line otherwise.
    package static var buildInfo: String {
        String(decoding: PackageResources.build_info_txt, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }
}
