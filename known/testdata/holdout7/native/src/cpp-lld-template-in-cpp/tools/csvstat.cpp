#include "strutil/stats.hpp"
#include "strutil/strutil.hpp"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::vector<std::string> rows;
    for (std::string line; std::getline(std::cin, line);) rows.push_back(line);
    if (rows.empty()) return 1;
    auto header = strutil::split(rows[0], ',');
    std::cout << strutil::join(header, " | ") << '\n';
    for (std::size_t i = 0; i < header.size(); ++i) {
        std::cout << stats::summarize(stats::parse_column(rows, i)) << '\n';
    }
    return 0;
}
