#include <fstream>
#include <iostream>
#include <sstream>

#include "feedcfg/parse.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: feedcfg-dump FILE\n";
        return 2;
    }
    std::ifstream f(argv[1]);
    std::stringstream ss;
    ss << f.rdbuf();
    std::vector<feedcfg::ParseError> errors;
    auto feeds = feedcfg::parse_config(ss.str(), errors);
    feedcfg::Defaults d;
    for (const auto& fd : feeds)
        std::cout << fd.url << " every " << feedcfg::effective_refresh(fd, d) << " min\n";
    for (const auto& e : errors)
        std::cerr << argv[1] << ":" << e.line << ": " << e.message << "\n";
    return errors.empty() ? 0 : 1;
}
