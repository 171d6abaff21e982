#include <stdio.h>
#include "pidfile.h"
int main(int argc, char **argv) { if (argc < 2) return 2; if (pidfile_lock(argv[1])) { perror(argv[1]); return 1; } puts("locked"); return 0; }
