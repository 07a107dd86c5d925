// Types of the DOM matchers the shared jest setup installs (toBeInTheDocument, ...).
import '@testing-library/jest-dom';
