#ifndef AGILERL_EXACT_H
#define AGILERL_EXACT_H
#include <Python.h>
/* exact_copy(value, levels, bound, values) -> copy or None (exact.c). */
PyObject *agl_exact_copy(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
#endif
