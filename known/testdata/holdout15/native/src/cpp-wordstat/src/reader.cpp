#include <cstdio>
#include <cstring>
#include "wordstat.hpp"

std::vector<std::string> read_lines(const std::string &path)
{
    std::vector<std::string> lines;
    FILE *f = std::fopen(path, "r");
    if (!f)
        return lines;
    char buf[4096];
    while (std::fgets(buf, sizeof buf, f)) {
        std::size_t n = std::strlen(buf);
        if (n && buf[n - 1] == '\n')
            buf[--n] = '\0';
        lines.emplace_back(buf, n);
    }
    std::fclose(f);
    return lines;
}
