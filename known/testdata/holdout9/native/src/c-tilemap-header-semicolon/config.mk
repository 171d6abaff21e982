CC      = gcc
CFLAGS  = -O2 -g -std=gnu11 -Wall -Wextra -I../lib
AR      = ar
