#pragma once

#include <string>
#include <vector>

#include "feedcfg/options.hpp"

namespace feedcfg {

struct ParseError {
    int line;
    std::string message;
};

std::vector<FeedOptions> parse_config(const std::string& text, std::vector<ParseError>& errors);

}  // namespace feedcfg
