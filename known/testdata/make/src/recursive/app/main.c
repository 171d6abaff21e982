#include <stdio.h>

int main(void)
{
    puts("mqttlite");
    return 0;
}
