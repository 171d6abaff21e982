#include <stdlib.h>
#include "opcodes.h"
#include "vm.h"

int vm_exec(const unsigned char *code, size_t len)
{
	size_t pc = 0;
	while (pc < len) {
		if (code[pc] == OP_HALT)
			return 0;
		pc += op_size[code[pc]] ? op_size[code[pc]] : 1;
	}
	return 1;
}

int vm_run_file(const char *path)
{
	unsigned char *code;
	size_t len;
	int rc;
	if (load_program(path, &code, &len) != 0)
		return 1;
	rc = vm_exec(code, len);
	free(code);
	return rc;
}
