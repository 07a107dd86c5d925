// Stands in for imported assets (css, images, sounds) in jest.
export default 'test-file-stub';
