#pragma once
#include <string>

#include "semver/version.hpp"

namespace semver {
// "^1.2.3", "~1.2", ">=1.0.0 <2.0.0"
bool satisfies(const Version& v, const std::string& range);
} // namespace semver
