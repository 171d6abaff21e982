#include <iostream>
#include <fstream>
#include "tally.hpp"
int main(int argc, char** argv)
{
    Counts c;
    if (argc < 2) tally_stream(std::cin, c);
    for (int i = 1; i < argc; i++) {
        std::ifstream f(argv[i]);
        if (!f) { std::cerr << argv[i] << ": cannot open\n"; return 1; }
        tally_stream(f, c);
    }
    report(std::cout, c, 10);
    return 0;
}
