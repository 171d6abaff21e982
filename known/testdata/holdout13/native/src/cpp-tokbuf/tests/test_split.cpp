#include <cstdio>
#include <cstring>
#include "tokbuf.hpp"

int main()
{
    TokBuf b = TokBuf::split("alpha,beta,,gamma,delta", ',');
    if (b.size() != 5 || std::strcmp(b.at(3), "gamma") != 0) {
        std::printf("FAIL split: %zu tokens\n", b.size());
        return 1;
    }
    std::printf("split: %zu tokens ok\n", b.size());
    return 0;
}
