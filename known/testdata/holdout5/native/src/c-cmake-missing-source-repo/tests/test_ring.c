#include "sensorhub.h"
int main(void) { return 0; }
