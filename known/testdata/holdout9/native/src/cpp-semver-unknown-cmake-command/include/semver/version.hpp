#pragma once
#include <optional>
#include <string>

namespace semver {

struct Version {
    int major = 0, minor = 0, patch = 0;
    std::string prerelease;
};

std::optional<Version> parse(const std::string& s);
int compare(const Version& a, const Version& b);
std::string to_string(const Version& v);

} // namespace semver
