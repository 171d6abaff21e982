#include "sensorhub.h"
/* main.c */
int main(void) { return 0; }
