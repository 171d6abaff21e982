#include "config/config_parser.hpp"

#include <sstream>
#include <string_view>

namespace config {
std::string Config::get(const std::string& key, const std::string& fallback) const
{
    auto it = values.find(key);
    return it == values.end() ? fallback : it->second;
}

static std::string trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return std::string(s);
}

Config ConfigParser::parse(std::string_view text) const
{
    Config cfg;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == comment_)
            continue;
        auto eq = line.find('=');
        if (eq == std::string::npos) {
            ++errors_;
            continue;
        }
        cfg.values[trim(std::string_view(line).substr(0, eq))] = trim(std::string_view(line).substr(eq + 1));
    }
    return cfg;
}
}
