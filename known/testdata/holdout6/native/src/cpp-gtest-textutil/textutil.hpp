#pragma once
#include <optional>
#include <string>
#include <vector>

namespace textutil {
std::vector<std::string> split(const std::string& s, char sep);
std::string join(const std::vector<std::string>& parts, const std::string& sep);
std::string trim(const std::string& s);
std::string to_upper(std::string s);
std::optional<long> parse_int(const std::string& s);
std::string url_decode(const std::string& s);
int levenshtein(const std::string& a, const std::string& b);
bool starts_with(const std::string& s, const std::string& prefix);
}
