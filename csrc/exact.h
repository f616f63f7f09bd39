#ifndef AGILERL_EXACT_H
#define AGILERL_EXACT_H
#include <Python.h>
/* exact_copy(value, levels, bound, values) -> copy or None (exact.c). */
PyObject *agl_exact_copy(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
/* Judged(levels, bound, values, is_valid, rules, build, extra): the fast path (exact.c). */
extern PyTypeObject agl_JudgedType;
/* FastValidate(table, method, slow): model_validate under classmethod() (exact.c). */
extern PyTypeObject agl_FastValidateType;
#endif
