#include <cstdio>
#include "ring.hpp"

int main()
{
    Ring<int, 3> r;
    for (int i = 1; i <= 3; i++)
        r.push(i);
    int sum = 0;
    for (int i = 0; i <= 3; i++) // one pop too many
        sum += r.pop();
    std::printf("sum=%d\n", sum);
    return 0;
}
