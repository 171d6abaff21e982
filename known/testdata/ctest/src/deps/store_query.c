#include <stdio.h>

int main(void)
{
    puts("query ok");
    return 0;
}
