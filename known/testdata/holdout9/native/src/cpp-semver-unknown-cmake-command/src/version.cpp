#include "semver/version.hpp"

#include <cstdio>

namespace semver {

std::optional<Version> parse(const std::string& s) {
    Version v;
    char pre[64] = "";
    int n = std::sscanf(s.c_str(), "%d.%d.%d-%63s", &v.major, &v.minor, &v.patch, pre);
    if (n < 3) return std::nullopt;
    v.prerelease = pre;
    return v;
}

int compare(const Version& a, const Version& b) {
    if (a.major != b.major) return a.major < b.major ? -1 : 1;
    if (a.minor != b.minor) return a.minor < b.minor ? -1 : 1;
    if (a.patch != b.patch) return a.patch < b.patch ? -1 : 1;
    if (a.prerelease == b.prerelease) return 0;
    if (a.prerelease.empty()) return 1;
    if (b.prerelease.empty()) return -1;
    return a.prerelease < b.prerelease ? -1 : 1;
}

std::string to_string(const Version& v) {
    std::string s = std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.patch);
    if (!v.prerelease.empty()) s += "-" + v.prerelease;
    return s;
}

} // namespace semver
