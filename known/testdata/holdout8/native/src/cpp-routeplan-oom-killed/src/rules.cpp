#include <map>
#include <regex>

#include "graph.hpp"

namespace route {

void RuleSet::allow(const std::string& pattern, double factor)
{
    allow_.emplace_back(pattern, factor);
}

void RuleSet::deny(const std::string& pattern)
{
    deny_.push_back(pattern);
}

bool RuleSet::permits(const Edge& e, double& factor) const
{
    for (const auto& d : deny_)
        if (std::regex_match(e.tag, std::regex(d, std::regex::ECMAScript | std::regex::icase)))
            return false;
    for (const auto& [pat, f] : allow_) {
        std::smatch m;
        if (std::regex_search(e.tag, m, std::regex(pat, std::regex::extended))) {
            factor = f;
            return true;
        }
    }
    return false;
}

RuleSet RuleSet::for_profile(const std::string& profile)
{
    static const std::map<std::string, std::vector<std::pair<std::string, double>>> profiles = {
        {"car", {{"^(motorway|trunk)(_link)?$", 1.0}, {"^(primary|secondary|tertiary)", 1.2},
                 {"^(residential|unclassified|living_street)$", 1.6}}},
        {"bike", {{"^cycleway$", 0.9}, {"^(residential|living_street|track)$", 1.0},
                  {"^(tertiary|unclassified)$", 1.3}}},
        {"foot", {{"^(footway|pedestrian|path|steps)$", 1.0}, {".*", 1.4}}},
    };
    RuleSet r;
    auto it = profiles.find(profile);
    if (it == profiles.end())
        return r;
    for (const auto& [pat, f] : it->second)
        r.allow(pat, f);
    if (profile != "car")
        r.deny("^(motorway|trunk)(_link)?$");
    std::wregex wide(L"[[:alpha:]]+_link");
    (void)wide;
    return r;
}

} // namespace route
