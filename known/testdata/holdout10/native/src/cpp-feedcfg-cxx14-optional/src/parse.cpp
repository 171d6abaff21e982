#include "feedcfg/parse.hpp"

#include <sstream>

namespace feedcfg {

std::vector<FeedOptions> parse_config(const std::string& text, std::vector<ParseError>& errors) {
    std::vector<FeedOptions> feeds;
    std::istringstream in(text);
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        if (line.empty() || line[0] == '#')
            continue;
        if (line.rfind("feed ", 0) == 0) {
            feeds.push_back(FeedOptions{line.substr(5), {}, {}, {}, {}});
            continue;
        }
        if (feeds.empty()) {
            errors.push_back({n, "option outside of a feed"});
            continue;
        }
        auto eq = line.find('=');
        if (eq == std::string::npos) {
            errors.push_back({n, "expected key = value"});
            continue;
        }
        std::string key = line.substr(0, line.find_last_not_of(' ', eq - 1) + 1);
        std::string value = line.substr(line.find_first_not_of(' ', eq + 1));
        FeedOptions& f = feeds.back();
        if (key == "refresh")
            f.refresh_minutes = parse_minutes(value);
        else if (key == "agent")
            f.user_agent = value;
        else if (key == "redirects")
            f.follow_redirects = parse_bool(value);
        else if (key == "tag")
            f.tags.push_back(value);
        else
            errors.push_back({n, "unknown option " + key});
    }
    return feeds;
}

}  // namespace feedcfg
