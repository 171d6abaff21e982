#include "tally.hpp"
void tally_stream(std::istream& in, Counts& c)
{
    std::string line;
    while (std::getline(in, line))
        for (const auto& w : tokenize(line))
            c[w]++;
}
