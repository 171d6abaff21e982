#pragma once
#include <stddef.h>
int vm_run_file(const char *path);
int vm_exec(const unsigned char *code, size_t len);
int asm_line(const char *line, unsigned char *out);
int disasm_one(const unsigned char *code, char *buf, size_t cap);
int load_program(const char *path, unsigned char **code, size_t *len);
